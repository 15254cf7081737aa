// Supabase Edge Function entry: live articles and case studies, and the writing desk. See handler.ts for the API.
import { editingDepsFromEnv } from "../_shared/editing-function.ts";
import { createHandler } from "./handler.ts";

Deno.serve(createHandler(editingDepsFromEnv()));
