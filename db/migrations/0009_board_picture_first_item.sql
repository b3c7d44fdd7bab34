-- Issue 31: the picture chosen when a board is created is the board's first item. Boards created
-- before that, with a picture and no item, get it as their first item at the canvas's first free
-- spot (16, 16). Boards that already have items are left alone (the picture could cover one).
INSERT INTO "vision_board_items" ("vision_board_id", "user_id", "image_url", "description", "position_x", "position_y", "created_at")
SELECT b."id", b."user_id", b."image_url", left(b."description", 500), 16, 16, b."created_at"
FROM "vision_boards" b
WHERE b."image_url" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "vision_board_items" i WHERE i."vision_board_id" = b."id");
