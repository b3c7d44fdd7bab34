import { route } from "@/lib/http/handler";
import { me } from "@/lib/auth/service";

export const GET = route({}, ({ userId }) => me(userId));
