import { ConfigError, loadConfig } from "./config.ts";
import { startShop } from "./start-shop.ts";

// A local .env is optional; real environment variables win over it.
try {
  process.loadEnvFile();
} catch {}

try {
  const config = loadConfig();
  const shop = await startShop(config);
  console.log(`${config.shop.name} est prête sur ${shop.url}`);
  const stop = () => {
    shop.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(`Démarrage impossible : ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
}
