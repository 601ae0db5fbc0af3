export * from './sniff.ts';
