import {
  BenchmarkQuery,
  BenchmarkReport,
  BenchmarkReportInput,
  Outlier,
  SavedQuery,
  SavedQueryInput,
  Uuid,
} from '@smm/model';
import * as t from 'io-ts';
import type { Caller } from '../../http/caller.js';
import type { Db } from '../../db/database.js';
import { route, type AnyRoute } from '../../http/route.js';
import { requireBenchmark } from './manage.access.js';
import { findOutliers } from './outliers.query.js';
import { createQuery, deleteQuery, listQueries, readQuery, updateQuery } from './queries.store.js';
import {
  createReport,
  deleteReport,
  listReports,
  readReport,
  updateReport,
} from './reports.store.js';
import { sendReportNow } from './reports.send.js';

/** Benchmark's base path (decision 0076). */
const BENCHMARK = '/api/benchmark';
const TAG = 'benchmark';
const ById = t.type({ id: Uuid });

/** Runs a handler once the caller's package is known to have benchmark (else 403). */
const gated =
  <R>(handle: (db: Db, caller: Caller) => Promise<R>) =>
  async ({ db, caller }: { db: Db; caller: Caller }) => {
    await requireBenchmark(db, caller);
    return handle(db, caller);
  };

/**
 * Benchmark's manage area (decisions 0076, 0081, 0082): saved queries (anyone with benchmark;
 * changed by their author, an administrator or a team leader), scheduled reports (read by
 * anyone, written by administrators and team leaders) and outliers. Each object's brands must be
 * brands of the caller's organisation that they see.
 */
export function manageRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: `${BENCHMARK}/queries`,
      tag: TAG,
      summary: "The organisation's saved benchmark queries whose brands the caller sees",
      access: 'user',
      response: t.array(SavedQuery),
      handle: gated(listQueries),
    }),
    route({
      method: 'POST',
      path: `${BENCHMARK}/queries`,
      tag: TAG,
      summary: `Saves a benchmark query: brands, networks and a period under a name (at most 100 per organisation)`,
      access: 'user',
      body: SavedQueryInput,
      response: SavedQuery,
      status: 201,
      handle: ({ db, caller, body }) => gated((d, c) => createQuery(d, c, body))({ db, caller }),
    }),
    route({
      method: 'GET',
      path: `${BENCHMARK}/queries/{id}`,
      tag: TAG,
      summary: 'One saved benchmark query',
      access: 'user',
      params: ById,
      response: SavedQuery,
      handle: ({ db, caller, params }) =>
        gated((d, c) => readQuery(d, c, params.id))({ db, caller }),
    }),
    route({
      method: 'PUT',
      path: `${BENCHMARK}/queries/{id}`,
      tag: TAG,
      summary: 'Changes a saved benchmark query (its author, an administrator or a team leader)',
      access: 'user',
      params: ById,
      body: SavedQueryInput,
      response: SavedQuery,
      handle: ({ db, caller, params, body }) =>
        gated((d, c) => updateQuery(d, c, params.id, body))({ db, caller }),
    }),
    route({
      method: 'DELETE',
      path: `${BENCHMARK}/queries/{id}`,
      tag: TAG,
      summary: 'Deletes a saved benchmark query (its author, an administrator or a team leader)',
      access: 'user',
      params: ById,
      response: null,
      handle: ({ db, caller, params }) =>
        gated((d, c) => deleteQuery(d, c, params.id))({ db, caller }),
    }),
    route({
      method: 'GET',
      path: `${BENCHMARK}/reports`,
      tag: TAG,
      summary: "The organisation's scheduled benchmark reports whose brands the caller sees",
      access: 'user',
      response: t.array(BenchmarkReport),
      handle: gated(listReports),
    }),
    route({
      method: 'POST',
      path: `${BENCHMARK}/reports`,
      tag: TAG,
      summary:
        'Schedules a benchmark report e-mailed to its recipients daily, weekly or monthly at an hour of a time zone',
      access: 'adminOrTeamLeader',
      body: BenchmarkReportInput,
      response: BenchmarkReport,
      status: 201,
      handle: ({ db, caller, body }) => gated((d, c) => createReport(d, c, body))({ db, caller }),
    }),
    route({
      method: 'GET',
      path: `${BENCHMARK}/reports/{id}`,
      tag: TAG,
      summary: 'One scheduled benchmark report',
      access: 'user',
      params: ById,
      response: BenchmarkReport,
      handle: ({ db, caller, params }) =>
        gated((d, c) => readReport(d, c, params.id))({ db, caller }),
    }),
    route({
      method: 'PUT',
      path: `${BENCHMARK}/reports/{id}`,
      tag: TAG,
      summary:
        'Changes a scheduled benchmark report; `active` false pauses it (no next sending), true resumes it',
      access: 'adminOrTeamLeader',
      params: ById,
      body: BenchmarkReportInput,
      response: BenchmarkReport,
      handle: ({ db, caller, params, body }) =>
        gated((d, c) => updateReport(d, c, params.id, body))({ db, caller }),
    }),
    route({
      method: 'DELETE',
      path: `${BENCHMARK}/reports/{id}`,
      tag: TAG,
      summary: 'Deletes a scheduled benchmark report',
      access: 'adminOrTeamLeader',
      params: ById,
      response: null,
      handle: ({ db, caller, params }) =>
        gated((d, c) => deleteReport(d, c, params.id))({ db, caller }),
    }),
    route({
      method: 'POST',
      path: `${BENCHMARK}/reports/{id}/send`,
      tag: TAG,
      summary:
        'E-mails a scheduled benchmark report to its recipients now, besides its schedule (with its CSV file)',
      access: 'adminOrTeamLeader',
      params: ById,
      response: BenchmarkReport,
      handle: ({ db, caller, params, origin }) =>
        gated((d, c) => sendReportNow(d, c, params.id, origin))({ db, caller }),
    }),
    route({
      method: 'GET',
      path: `${BENCHMARK}/outliers`,
      tag: TAG,
      summary:
        "Posts of the brands far from their channel's usual engagement (a robust score of at least 3 from the median of the 90 days before), strongest first",
      access: 'user',
      query: BenchmarkQuery,
      response: t.array(Outlier),
      handle: ({ db, caller, query }) => gated((d, c) => findOutliers(d, c, query))({ db, caller }),
    }),
  ];
}
