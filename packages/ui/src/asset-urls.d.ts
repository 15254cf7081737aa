/** A font file imported with Vite's `?url` suffix: its address in the build (hashed). */
declare module "*.woff2?url" {
  const url: string;
  export default url;
}
