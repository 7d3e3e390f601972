// Printed once by `npm install`: npm checks packages' engines against the Node that runs npm itself.
const npmNode = /node\/v(\d+)/.exec(process.env.npm_config_user_agent ?? '')?.[1]
if (npmNode && Number(npmNode) < 24)
  console.log(
    `Fernway runs on its own Node 24 (the node@24 dev dependency). npm itself runs on this machine's Node ${npmNode}, ` +
      'so its engine warnings for packages that need a newer Node are silenced (loglevel=error in .npmrc).',
  )
