// Supabase Edge Function entry: live articles and case studies, and the writing desk. See handler.ts for the API.
import { deskDepsFromEnv } from "../_shared/editor-desk.ts";
import { createHandler } from "./handler.ts";

Deno.serve(createHandler(deskDepsFromEnv()));
