import { data } from "react-router";
import { ShopErrorBoundary } from "../components/layout/shop-error-boundary.tsx";
import type { Route } from "./+types/not-found";

export async function loader() {
  throw data({ kind: "page" }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page introuvable" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return null;
}

export const ErrorBoundary = ShopErrorBoundary;
