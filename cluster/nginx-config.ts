import path from 'node:path'

export interface NginxConfigOptions {
  /** Where nginx listens (loopback). */
  port: number
  /** The app instances' ports on loopback. */
  upstreams: number[]
  /** The cluster's folder: pid file and nginx's temporary files live there. */
  dir: string
  /** The worker's user when nginx starts as root (it would otherwise ask for www-data). */
  workerUser?: string | null
  /**
   * Tests only: `X-Fernway-Instance: 2` sends a request to the second instance (through nginx all the
   * same), and answers say which instance served them in `X-Fernway-Upstream`. Never in a real proxy:
   * it tells clients about the inside.
   */
  testHeaders?: boolean
}

const TEMP_DIRS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'] as const

export function nginxTempDirs(dir: string): string[] {
  return TEMP_DIRS.map((name) => path.join(dir, 'nginx-temp', name))
}

/**
 * nginx in front of the instances (decision 060). It round-robins, and moves on to the next instance
 * when one refuses the connection (a request not yet sent is safe to send elsewhere, even a POST; one
 * already sent is never sent twice). It replaces the forwarded headers rather than appending to what the
 * client sent, so the app (TRUST_PROXY=loopback) sees the real address of every client and no forged
 * one. Its own failures (every instance down) are answered as the app answers them: JSON 503.
 */
export function nginxConfig(options: NginxConfigOptions): string {
  const [clientBody, proxy, fastcgi, uwsgi, scgi] = nginxTempDirs(options.dir)
  const servers = options.upstreams
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
    .join('\n')
  const pick = options.testHeaders
    ? `  map $http_x_fernway_instance $fernway_upstream {
    default fernway;
${options.upstreams.map((port, i) => `    "${i + 1}" 127.0.0.1:${port};`).join('\n')}
  }
`
    : ''
  return `# Written by cluster/nginx-config.ts; nginx runs in the foreground as the cluster command's child.
${options.workerUser ? `user ${options.workerUser};\n` : ''}worker_processes 1;
daemon off;
pid ${path.join(options.dir, 'nginx.pid')};
error_log stderr warn;

events {
  worker_connections 4096;
}

http {
  access_log off;
  server_tokens off;
  client_body_temp_path ${clientBody};
  proxy_temp_path ${proxy};
  fastcgi_temp_path ${fastcgi};
  uwsgi_temp_path ${uwsgi};
  scgi_temp_path ${scgi};
  # The app refuses what is too large for each route; this only bounds what reaches it.
  client_max_body_size 32m;

  upstream fernway {
${servers}
    keepalive 64;
  }
${pick}
  server {
    listen 127.0.0.1:${options.port};
    # nginx closes a client's keep-alive connection after its 1,000th request by default; a client that
    # has already written the next one gets a reset. Browsers resend it, load generators count a failure
    # (the drills saw one or two per run), so a busy connection is kept.
    keepalive_requests 1000000;

    location / {
      proxy_pass http://${options.testHeaders ? '$fernway_upstream' : 'fernway'};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Request-Id $request_id;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 0;
${options.testHeaders ? '      add_header X-Fernway-Upstream $upstream_addr always;\n' : ''}      error_page 502 504 = @unavailable;
    }

    location @unavailable {
      default_type application/json;
      add_header Retry-After 1 always;
      add_header Cache-Control no-store always;
      return 503 '{"errors":[{"code":"SERVICE_UNAVAILABLE","description":"The service is briefly unavailable; try again."}]}';
    }
  }
}
`
}
