// An uploaded image as the build writes it (AVIF and WebP widths, the original's width and height), for the stories
// of the components that draw one (ResponsivePicture, a case study card's cover).
import type { ResponsiveImage } from "../responsive-picture.tsx";

const file = (name: string) => new URL(`./${name}`, import.meta.url).href;

export const storyLandscape: ResponsiveImage = {
  alt: "A yellow sun beside a white card on a blue background",
  width: 1600,
  height: 900,
  avif: [
    { src: file("landscape-390.avif"), width: 390 },
    { src: file("landscape-768.avif"), width: 768 },
  ],
  webp: [
    { src: file("landscape-390.webp"), width: 390 },
    { src: file("landscape-768.webp"), width: 768 },
  ],
};
