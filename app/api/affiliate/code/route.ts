import { route } from "@/lib/http/handler";
import { getAffiliateCode } from "@/lib/referrals/affiliate";

export const GET = route({}, ({ userId }) => getAffiliateCode(userId));
