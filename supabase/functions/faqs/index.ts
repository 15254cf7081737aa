// Supabase Edge Function entry: FAQ list and editor updates. See handler.ts for the API.
import { deskDepsFromEnv } from "../_shared/editor-desk.ts";
import { createHandler } from "./handler.ts";

Deno.serve(createHandler(deskDepsFromEnv()));
