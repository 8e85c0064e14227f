// Stylesheets are bundled by the host's Vite (with Tailwind); TypeScript only needs to know they exist.
declare module "*.css";
