import { route } from "@/lib/http/handler";
import { getAffiliateStatus } from "@/lib/referrals/affiliate";

export const GET = route({}, ({ userId }) => getAffiliateStatus(userId));
