// A photo of the user's own (multipart/form-data, one `file`): 201 { imageUrl } in the same
// /api/images/<id> form as generated images. Free and premium users alike.
import { route } from "@/lib/http/handler";
import { PHOTO_MAX_BYTES } from "@/lib/vision-boards/photo";
import { uploadPhoto } from "@/lib/vision-boards/upload";

// The form's boundaries and headers around the file take a few hundred bytes; 64 KB is ample.
const FORM_OVERHEAD_BYTES = 64 * 1024;

export const POST = route(
  { multipart: { maxBytes: PHOTO_MAX_BYTES + FORM_OVERHEAD_BYTES } },
  async ({ userId, form }) => Response.json(await uploadPhoto(userId, form!), { status: 201 }),
);
