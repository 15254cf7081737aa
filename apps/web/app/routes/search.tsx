import { searchPage as page } from "@solvix/content/pages/search";
import { Button } from "@solvix/ui/components/button";
import { Input, Label } from "@solvix/ui/components/form-field";
import { Container } from "@solvix/ui/components/page-section";
import { Form, useSearchParams } from "react-router";
import { SearchIcon } from "../components/icons.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { pageHead } from "../lib/page.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/search";

export function loader() {
  const { title, intro, label, placeholder, submit } = page;
  return { title, intro, label, placeholder, submit, ...pageHead(page.path, page.seo, { trail: [[page.title, page.path]] }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/**
 * The site search page: a plain GET form to /search?q=..., so it works without JavaScript and matches the
 * structured data's SearchAction. The results list is built in its own issue.
 */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { title, intro, label, placeholder, submit, breadcrumb } = loaderData;
  const [params] = useSearchParams();
  const query = params.get("q") ?? "";
  return (
    <>
      <PageHeader title={title} intro={intro} breadcrumb={breadcrumb} />
      <Container className="py-12 sm:py-16">
        <Form method="get" action="/search" role="search" className="flex max-w-2xl flex-col gap-2">
          <Label htmlFor="search-q">{label}</Label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input id="search-q" name="q" type="search" defaultValue={query} key={query} placeholder={placeholder} />
            <Button type="submit" size="lg" className="sm:h-11">
              <SearchIcon />
              {submit}
            </Button>
          </div>
        </Form>
      </Container>
    </>
  );
}
