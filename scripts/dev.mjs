#!/usr/bin/env node
// `npm run dev`: the API with reload (tsx watch) and Vite with hot reload, proxying /backend to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@talentra/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@talentra/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', stop));
