import { route } from "@/lib/http/handler";
import { saveReviewSchema } from "@/lib/insights/schemas";
import { listReviews, saveReview } from "@/lib/insights/reviews";

export const GET = route({}, ({ userId }) => listReviews(userId));

// 201 for the week's first review, 200 when the same week is saved again.
export const POST = route({ body: saveReviewSchema }, async ({ userId, body }) => {
  const { status, review } = await saveReview(userId, body);
  return Response.json(review, { status });
});
