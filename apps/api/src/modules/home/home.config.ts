import { homeLayout, homeWidgets } from '@smm/access';
import {
  HomeWidgetSetting,
  type FeaturePackage,
  type HomeConfig,
  type HomeWidget,
} from '@smm/model';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { forbidden } from '../../http/errors.js';

const Saved = t.array(HomeWidgetSetting);

/** The widgets of the caller's organisation's package (`@smm/access`'s `homeWidgets`). */
export async function packageWidgets(db: Db, caller: Caller): Promise<HomeWidget[]> {
  const org = await db
    .selectFrom('organisations')
    .select('packageName')
    .where('id', '=', caller.orgId)
    .executeTakeFirstOrThrow();
  return homeWidgets({
    packageName: org.packageName as FeaturePackage,
    notificationCentreEnabled: true,
  });
}

const AREA_NAMES: Record<HomeWidget, string> = {
  publishing: 'Publish',
  engage: 'Engage',
  measure: 'Measure',
  audience: 'Audience',
  listen: 'Listen',
};

/** 403 unless the caller's package has the widget (a widget's data is its area's). */
export async function requireWidget(db: Db, caller: Caller, widget: HomeWidget): Promise<void> {
  if (!(await packageWidgets(db, caller)).includes(widget)) {
    throw forbidden(`Your organisation's package does not include ${AREA_NAMES[widget]}.`);
  }
}

/**
 * The caller's home (decision 0073): what they saved, read against their package's widgets
 * (`homeLayout`); the package's widgets, all shown, when they saved nothing.
 */
export async function readHomeConfig(db: Db, caller: Caller): Promise<HomeConfig> {
  const [available, row] = await Promise.all([
    packageWidgets(db, caller),
    db
      .selectFrom('homeConfigs')
      .select('items')
      .where('userId', '=', caller.userId)
      .executeTakeFirst(),
  ]);
  const saved = row && Saved.is(row.items) ? row.items : [];
  return { items: homeLayout(saved, available) };
}

/**
 * Saves the caller's order and visibility of their widgets: only the package's widgets, each
 * once; those not named follow at the end, shown. Answers the home as it now is.
 */
export async function saveHomeConfig(
  db: Db,
  caller: Caller,
  items: readonly HomeWidgetSetting[],
): Promise<HomeConfig> {
  const layout = homeLayout(items, await packageWidgets(db, caller));
  await db
    .insertInto('homeConfigs')
    .values({ userId: caller.userId, items: JSON.stringify(layout) })
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({ items: JSON.stringify(layout), updatedAt: new Date() }),
    )
    .execute();
  return { items: layout };
}
