// The writing desk's image calls (the articles function's image routes, as the signed-in editor): upload one for a
// row, list a row's images, read one as a data: address for a preview (the staff pages' CSP allows data: images).
// The page provides them through ImageServiceContext, so the forms and their stories stay free of the backend.
import type { StaffImageWords } from "@solvix/content/pages/staff-images";
import { createContext, useContext } from "react";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { staffAccessToken } from "../auth/staff-auth.ts";

export type ImageOwnerKind = "article" | "case-study" | "proof";

/** An uploaded image as the function describes it. */
export interface UploadedImage {
  id: number;
  ownerKind: ImageOwnerKind;
  ownerId: number;
  mime: string;
  width: number;
  height: number;
  alt: string;
}

export interface ImageService {
  /** Uploads the file with its alt text; throws an Error with the function's message when refused. */
  upload(kind: ImageOwnerKind, ownerId: number, file: File, alt: string): Promise<UploadedImage>;
  list(kind: ImageOwnerKind, ownerId: number): Promise<UploadedImage[]>;
  /** The image's bytes as a data: address. */
  preview(id: number): Promise<string>;
}

export const ImageServiceContext = createContext<ImageService | null>(null);
export const useImageService = () => useContext(ImageServiceContext);

/** The image fields' words when a field is not given them as a prop (a page may provide them once). */
export const ImageWordsContext = createContext<StaffImageWords | null>(null);
/** The words given, or the page's; a page gives them one way or the other. */
export function useImageWords(given: StaffImageWords | undefined): StaffImageWords {
  const provided = useContext(ImageWordsContext);
  const words = given ?? provided;
  if (!words) throw new Error("The image fields need their words: pass words or provide ImageWordsContext.");
  return words;
}

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The image could not be read."));
    reader.readAsDataURL(blob);
  });

export function createImageService(backend: BackendSettings, failed: string): ImageService {
  const base = `${backend.supabaseUrl.replace(/\/+$/, "")}/functions/v1/articles/images`;
  const call = async (path: string, init: RequestInit = {}) => {
    const token = await staffAccessToken(backend);
    const headers = new Headers(init.headers);
    if (token) headers.set("Authorization", `Bearer ${token}`);
    if (backend.supabaseAnonKey) headers.set("apikey", backend.supabaseAnonKey);
    const response = await fetch(`${base}${path}`, { ...init, headers });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      throw new Error(body.error ?? failed);
    }
    return response;
  };
  return {
    async upload(kind, ownerId, file, alt) {
      const form = new FormData();
      form.set("file", file);
      form.set("alt", alt);
      const response = await call(`/${kind}/${ownerId}`, { method: "POST", body: form });
      return ((await response.json()) as { image: UploadedImage }).image;
    },
    async list(kind, ownerId) {
      return ((await (await call(`/${kind}/${ownerId}`)).json()) as { images: UploadedImage[] }).images;
    },
    async preview(id) {
      return dataUrlOf(await (await call(`/${id}`)).blob());
    },
  };
}
