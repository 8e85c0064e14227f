import { HydrationSlice } from "../components/hydration-slice.tsx";
import { AboutSection } from "../sections/about-section.tsx";
import { ContactSection } from "../sections/contact-section.tsx";
import { GetStartedSection } from "../sections/get-started-section.tsx";
import { HeroSection } from "../sections/hero-section.tsx";
import { ResourcesSection } from "../sections/resources-section.tsx";
import { ServicesSection } from "../sections/services-section.tsx";
import { TrainingSection } from "../sections/training-section.tsx";

export function HomePage() {
  return (
    <>
      <HydrationSlice>
        <HeroSection />
      </HydrationSlice>
      <HydrationSlice>
        <ServicesSection />
      </HydrationSlice>
      <HydrationSlice>
        <TrainingSection />
      </HydrationSlice>
      <HydrationSlice>
        <GetStartedSection />
      </HydrationSlice>
      <HydrationSlice>
        <AboutSection />
      </HydrationSlice>
      <HydrationSlice>
        <ResourcesSection />
      </HydrationSlice>
      <HydrationSlice>
        <ContactSection />
      </HydrationSlice>
    </>
  );
}
