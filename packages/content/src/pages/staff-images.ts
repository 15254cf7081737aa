// The words of the writing desk's image fields (issue 48): the cover of an article or case study, and a picture in
// an article's body. Staff read them; the limits are the images function's (PNG, JPEG or WebP, at most 10 MB, alt
// text required).
export const staffImageWords = {
  cover: "Cover image",
  coverHint: "PNG, JPEG or WebP, at most ten megabytes. Shown at the top of the page and on the blog.",
  noCover: "No cover yet.",
  removeCover: "Remove the cover",
  bodyImage: "Picture in the body",
  bodyImageHint: "Uploads the picture and adds its reference at the end of the body; move the line where it belongs.",
  file: "Image file",
  alt: "Alt text",
  altHint: "What the picture shows, for people who cannot see it.",
  upload: "Upload",
  uploading: "Uploading…",
  saveFirst: "Save this draft first, then add its images.",
  altMissing: "Describe the image for people who cannot see it (alt text).",
  fileMissing: "Choose an image file.",
  failed: "The image was not uploaded. Please try again.",
  uploaded: "Uploaded.",
} as const;

export type StaffImageWords = { [Key in keyof typeof staffImageWords]: string };
