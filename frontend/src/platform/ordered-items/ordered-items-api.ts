// The site's calls of a section-with-ordered-items kind built from its declaration (shared/content-kinds): its public
// read under the endpoint name the declaration gives (the server's initial data uses the same name), and the admin
// screen's list, create and update under the declared operations' names. One instance per kind, made on first use.
import type { fakeBaseQuery, TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { builtOperations, pathOf, type BuiltKind, type BuiltSection, type BuiltSectionInput } from '@shared/content-kinds';
import { afterSuccess, api, fromEnvelope, nullWhenNotFound, type ApiErrorShape, type ApiTag } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type Base = ReturnType<typeof fakeBaseQuery<ApiErrorShape>>;
/** The kind's record, as its section's GET answers it. */
export type SectionOf<K extends BuiltKind> = BuiltSection<K>;
/** What a create or an update of the kind sends. */
export type SectionInputOf<K extends BuiltKind> = BuiltSectionInput<K>;

export interface OrderedItemsApi<K extends BuiltKind> {
  /** The active section for visitors: `null` when none is active (404). */
  useActiveQuery: TypedUseQuery<SectionOf<K> | null, void, Base>;
  /** The first section, for the admin screen (it edits one section, or creates one when none exist). */
  useSectionsQuery: TypedUseQuery<SectionOf<K>[], void, Base>;
  useCreateMutation: TypedUseMutation<SectionOf<K>, SectionInputOf<K>, Base>;
  useUpdateMutation: TypedUseMutation<SectionOf<K>, { id: string; body: SectionInputOf<K> }, Base>;
  /** The public read's state in the store (stories wait on its status). */
  selectActive: (state: object) => { status: string };
}

/** The typed client with the declaration's paths: each is the path of an operation it names (pathOf). */
type PathCalls = Record<'GET' | 'POST' | 'PUT', (path: string, init?: object) => Promise<{ data?: { data: never } }>>;

const made = new Map<string, OrderedItemsApi<BuiltKind>>();

export function orderedItemsApi<K extends BuiltKind>(kind: K): OrderedItemsApi<K> {
  const existing = made.get(kind.kind);
  if (existing) return existing as unknown as OrderedItemsApi<K>;
  const op = builtOperations(kind);
  const at = { active: pathOf(op.active), list: pathOf(op.list), create: pathOf(op.create), update: pathOf(op.update) };
  const tag = kind.tag as ApiTag;
  const client = apiClient as unknown as PathCalls;
  const names = { active: kind.publicReads[0].operationId, list: kind.operations.list, create: kind.operations.create, update: kind.operations.update };
  const injected = api.injectEndpoints({
    endpoints: (build) => ({
      [names.active]: build.query<unknown, void>({ queryFn: () => nullWhenNotFound(fromEnvelope(client.GET(at.active))), providesTags: [tag] }),
      [names.list]: build.query<unknown, void>({
        queryFn: () => fromEnvelope(client.GET(at.list, { params: { query: { limit: 1 } } })),
        providesTags: [tag],
      }),
      [names.create]: build.mutation<unknown, unknown>({
        queryFn: (body) => fromEnvelope(client.POST(at.create, { body })),
        invalidatesTags: afterSuccess(tag),
      }),
      [names.update]: build.mutation<unknown, { id: string; body: unknown }>({
        queryFn: ({ id, body }) => fromEnvelope(client.PUT(at.update, { params: { path: { id } }, body })),
        invalidatesTags: afterSuccess(tag),
      }),
    }),
  });
  const endpoints = injected.endpoints as unknown as Record<string, { useQuery: unknown; useMutation: unknown; select: (arg: void) => unknown }>;
  const built = {
    useActiveQuery: endpoints[names.active].useQuery,
    useSectionsQuery: endpoints[names.list].useQuery,
    useCreateMutation: endpoints[names.create].useMutation,
    useUpdateMutation: endpoints[names.update].useMutation,
    selectActive: endpoints[names.active].select(),
  } as OrderedItemsApi<K>;
  made.set(kind.kind, built as unknown as OrderedItemsApi<BuiltKind>);
  return built;
}
