// Stories of the staff room: a staff page's part in the page's column, as the staff routes place it.
import type { Decorator } from "@storybook/react-vite";
import { Container } from "@solvix/ui/components/page-section";

export const inStaffPage: Decorator = (Story) => (
  <Container className="py-8">
    <Story />
  </Container>
);
