ALTER TABLE "login_devices" RENAME COLUMN "id" TO "device_id";--> statement-breakpoint
ALTER TABLE "login_devices" DROP CONSTRAINT "login_devices_pkey";--> statement-breakpoint
ALTER TABLE "login_devices" ADD CONSTRAINT "login_devices_user_id_device_id_pk" PRIMARY KEY("user_id","device_id");--> statement-breakpoint
DROP INDEX "login_devices_user_idx";
