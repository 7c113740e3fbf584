CREATE TABLE "countries" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone_code" varchar(8) NOT NULL,
	"flag" varchar(8) NOT NULL
);
