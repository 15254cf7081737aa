/**
 * The interface's own line icons (arrows, chevrons, menu, search, close, contact and status marks), drawn inline.
 * Their paths are lucide's (ISC licence, https://lucide.dev), copied here so that no page ships lucide's runtime:
 * content icons reach pages as build-time glyphs (see icon.tsx), and these few are plain SVG.
 */
export type { LineIconProps } from "../icons/line-icon.tsx";
export { ArrowLeft } from "../icons/arrow-left.tsx";
export { ArrowRight } from "../icons/arrow-right.tsx";
export { BadgePercent } from "../icons/badge-percent.tsx";
export { Calculator } from "../icons/calculator.tsx";
export { ChevronDown } from "../icons/chevron-down.tsx";
export { ChevronRight } from "../icons/chevron-right.tsx";
export { CircleAlert } from "../icons/circle-alert.tsx";
export { CircleCheck } from "../icons/circle-check.tsx";
export { Clock } from "../icons/clock.tsx";
export { Lightbulb } from "../icons/lightbulb.tsx";
export { Mail } from "../icons/mail.tsx";
export { MapPin } from "../icons/map-pin.tsx";
export { Menu } from "../icons/menu.tsx";
export { Pause } from "../icons/pause.tsx";
export { Phone } from "../icons/phone.tsx";
export { Play } from "../icons/play.tsx";
export { Search } from "../icons/search.tsx";
export { Send } from "../icons/send.tsx";
export { Target } from "../icons/target.tsx";
export { TrendingUp } from "../icons/trending-up.tsx";
export { X } from "../icons/x.tsx";
