// Stories of the staff room: a staff page's part in the page's column, as the staff routes place it, and the play
// function of a state that is one line said to assistive technology.
import type { Decorator } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Container } from "@solvix/ui/components/page-section";

export const inStaffPage: Decorator = (Story) => (
  <Container className="py-8">
    <Story />
  </Container>
);

/** A play function: `text` is on the page in a status region or an alert (loading, a refusal, a failure, a save). */
export const saidAs =
  (role: "status" | "alert", text: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByText(text)).toHaveAttribute("role", role);
  };
