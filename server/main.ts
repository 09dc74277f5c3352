import { ConfigError, deploymentWarnings, loadServerConfig } from "./config.ts";
import { startShop } from "./start-shop.ts";

// A local .env is optional; real environment variables win over it.
try {
  process.loadEnvFile();
} catch {}

try {
  const config = loadServerConfig();
  for (const warning of deploymentWarnings(config)) console.warn(`Attention : ${warning}`);
  const shop = await startShop(config);
  const stop = (signal: NodeJS.Signals) => {
    console.log(`${signal} reçu : la boutique finit les requêtes en cours puis s'arrête.`);
    // The drain lets a proxy take the instance out of its rotation: systemd and containers stop with SIGTERM; a
    // person pressing Ctrl-C at a terminal has no proxy to wait for.
    shop.close({ drain: signal === "SIGTERM" }).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  // Only once the signals are heard: a supervisor may stop the shop as soon as it reads this line.
  console.log(`${config.shop.name} est prête sur ${shop.url}`);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(`Démarrage impossible : ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
}
