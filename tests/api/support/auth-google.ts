import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export const GOOGLE_TEST_CLIENT_ID = 'test-client-id.apps.googleusercontent.com';

type Keys = Awaited<ReturnType<typeof generateKeyPair>>;

/**
 * Stands in for Google: an RSA key pair whose public half is served as a JWKS
 * from a local HTTP server on 127.0.0.1, and ID tokens signed with it.
 */
export class FakeGoogle {
  private constructor(
    private readonly server: Server,
    private readonly keys: Keys,
    private readonly otherKeys: Keys,
    readonly jwksUrl: string,
  ) {}

  static async start(): Promise<FakeGoogle> {
    const keys = await generateKeyPair('RS256', { extractable: true });
    const otherKeys = await generateKeyPair('RS256', { extractable: true });
    const jwk = {
      ...(await exportJWK(keys.publicKey)),
      kid: 'test-key-1',
      alg: 'RS256',
      use: 'sig',
    };
    const body = JSON.stringify({ keys: [jwk] });
    const server = createServer((request, response) => {
      if (request.url !== '/oauth2/v3/certs') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new FakeGoogle(server, keys, otherKeys, `http://127.0.0.1:${port}/oauth2/v3/certs`);
  }

  /** An ID token as Google issues it, with any claim changed or signed by a key Google never published. */
  async idToken(
    claims: JWTPayload & { email?: string; email_verified?: unknown; name?: string },
    options: { now: Date; lifetimeSeconds?: number; foreignKey?: boolean } = { now: new Date() },
  ): Promise<string> {
    const iat = Math.floor(options.now.getTime() / 1000);
    return new SignJWT({
      iss: 'https://accounts.google.com',
      aud: GOOGLE_TEST_CLIENT_ID,
      email_verified: true,
      iat,
      exp: iat + (options.lifetimeSeconds ?? 3600),
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1', typ: 'JWT' })
      .sign(options.foreignKey ? this.otherKeys.privateKey : this.keys.privateKey);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
