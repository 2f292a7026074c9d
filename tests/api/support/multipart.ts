/** A multipart/form-data body as a browser sends it, built with the platform's FormData. */
export async function multipartForm(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; bytes: Buffer },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) {
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
