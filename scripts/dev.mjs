// Hot reload for both sides: the API under tsx watch, the web app under Vite (which proxies /api).
import { spawn } from 'node:child_process';

const procs = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], { stdio: 'inherit', env: { ...process.env } }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], {
    stdio: 'inherit',
    env: { ...process.env, SERVER_PORT: process.env.PORT ?? '3000' },
  }),
];
console.log('API on http://localhost:%s, web app with hot reload on http://localhost:5173', process.env.PORT ?? '3000');

const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) {
  p.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
