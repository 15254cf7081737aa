/** cva that keeps its configuration: Storybook reads `.config` for its select controls, so a new variant shows by itself. */
import { cva as classVarianceAuthority } from "class-variance-authority";

type Base = Parameters<typeof classVarianceAuthority>[0];
type Config<T> = NonNullable<Parameters<typeof classVarianceAuthority<T>>[1]>;

export function cva<T>(base: Base, config: Config<T>) {
  return Object.assign(classVarianceAuthority<T>(base, config), { config });
}
