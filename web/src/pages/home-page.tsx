import { HydrateWhenNear, HydrationSlice } from "../components/hydration-slice.tsx";
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
      <HydrateWhenNear name="services">
        <ServicesSection />
      </HydrateWhenNear>
      <HydrateWhenNear name="training">
        <TrainingSection />
      </HydrateWhenNear>
      <HydrateWhenNear name="get-started">
        <GetStartedSection />
      </HydrateWhenNear>
      <HydrateWhenNear name="about">
        <AboutSection />
      </HydrateWhenNear>
      <HydrateWhenNear name="resources">
        <ResourcesSection />
      </HydrateWhenNear>
      <HydrateWhenNear name="contact">
        <ContactSection />
      </HydrateWhenNear>
    </>
  );
}
