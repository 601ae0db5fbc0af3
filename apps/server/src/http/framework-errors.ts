import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorStatus } from '@portal/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, frameworkCode, sendError } from './errors.ts';

/** Refusals the router makes before any route runs: bad percent-encoding (400), a parameter too long (414). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, frameworkCode(error.statusCode), error.message);
}

/**
 * Requests Node's HTTP parser rejects never reach Fastify (request line or headers too large, garbled HTTP, a
 * timeout): the answer is written to the socket by hand, still in the documented error shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'VALIDATION_FAILED';
  const status = errorStatus(code);
  const detail = code === 'VALIDATION_FAILED' ? 'Malformed HTTP request' : (STATUS_CODES[status] ?? code);
  const body = JSON.stringify(errorBody(code, detail));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
