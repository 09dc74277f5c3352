import { createContext } from "react-router";
import type { AppServices, RequestInfo } from "../server/services.ts";

/** Typed context keys (docs/conventions.md §3): set once per request in server/http, read in loaders with `context.get`. */
export const servicesContext = createContext<AppServices>();
export const requestInfoContext = createContext<RequestInfo>();
