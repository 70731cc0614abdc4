// Runs a bench script of the server's sources under tsx (not the bundle) and answers the JSON
// object it prints as its last line of output.
import { spawn } from 'node:child_process';
import path from 'node:path';

export function runSourceScript(root, script, env, what) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`${what} failed (exit ${code}): ${out.slice(-500)}`));
      else resolve(JSON.parse(line));
    });
  });
}
