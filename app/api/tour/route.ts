// The first-time tour was ended (Close or Finish): remembered on the account. No body; 204.
import { route } from "@/lib/http/handler";
import { finishTour } from "@/lib/account/tour";

export const POST = route({}, ({ userId }) => finishTour(userId));
