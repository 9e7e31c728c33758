import { BadRequestError, UserInputError } from '../../common/errors.js';
import { sendCachedJson, serialisedOnce } from '../../common/http.js';
import { route, routeGroup } from '../../common/routes.js';
import type { SiteSectionRecord } from './content.service.js';

const listBody = serialisedOnce((sections: SiteSectionRecord[]) => JSON.stringify(sections));

/** PUT takes {content}; a section read back from GET ({section, content}) may be sent as it is. */
function contentOf(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new BadRequestError('Request body must be a JSON object');
  const { content, section: _section, ...rest } = body as Record<string, unknown>;
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) throw new UserInputError(`Unknown field: ${unknown}`, unknown);
  if (content === undefined) throw new UserInputError('content is required', 'content');
  return content;
}

export const contentRoutes = routeGroup('/content', [
  route('get', '/', 'public', async ({ req, res, ctx }) => {
    const { body, etag } = listBody(await ctx.services.content.all(ctx.em));
    sendCachedJson(req, res, body, etag);
  }),

  route('get', '/:section', 'public', async ({ req, res, ctx }) => {
    res.json(await ctx.services.content.section(ctx.em, String(req.params.section)));
  }),

  // The editor's Upload File mode sends pictures as data URLs, so this takes 25 MB.
  route(
    'put',
    '/:section',
    'catalogue:write',
    async ({ req, res, ctx }) => {
      const section = ctx.services.content.requireSection(String(req.params.section));
      res.json(await ctx.services.content.update(ctx.em, section, contentOf(req.body)));
    },
    { body: 'images' },
  ),
]);
