// Supabase Edge Function entry: the published prices and the pricing desk. See handler.ts for the API.
import { deskDepsFromEnv } from "../_shared/editor-desk.ts";
import { createHandler } from "./handler.ts";

Deno.serve(createHandler(deskDepsFromEnv()));
