import { route } from "@/lib/http/handler";
import { currentReview } from "@/lib/insights/reviews";

export const GET = route({}, ({ userId }) => currentReview(userId));
