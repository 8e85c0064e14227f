import type { ReactNode } from "react";

/** A few line icons drawn here (the desktop package does not depend on an icon library). */
function Icon({ children, className = "size-4" }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const FolderIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
  </Icon>
);

export const FilesIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <rect x="3" y="5" width="14" height="14" rx="2" />
    <path d="M7 3h12a2 2 0 0 1 2 2v12" />
    <path d="m3 16 4-4 3 3 3-3 4 4" />
  </Icon>
);

export const UploadIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <path d="M12 16V4" />
    <path d="m6 10 6-6 6 6" />
    <path d="M4 20h16" />
  </Icon>
);

export const ServerIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <rect x="3" y="4" width="18" height="7" rx="2" />
    <rect x="3" y="13" width="18" height="7" rx="2" />
    <path d="M7 7.5h.01M7 16.5h.01" />
  </Icon>
);

export const ImageIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-5-5L5 21" />
  </Icon>
);

export const WarningIcon = (p: { className?: string }) => (
  <Icon {...p}>
    <path d="M12 3 2 21h20z" />
    <path d="M12 10v4M12 18h.01" />
  </Icon>
);
