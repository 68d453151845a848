import type { ListingIdentity } from './listing-identity';

/**
 * Decides models, the same way wherever it runs: the write path (seeded with the models a batch's
 * keys already belong to), a full recompute and the group-listings command (seeded with nothing but
 * operators' decisions). Listings are assigned one at a time, in the order given:
 *
 * 1. a listing an operator pinned to a model stays in it;
 * 2. else the first of its keys (GTIN, then MPN, then name key) that already belongs to a model whose
 *    listings agree with it (no different GTIN, part number, CAS latency…) decides;
 * 3. else it starts a model of its own, keyed by its strongest key (or by itself when it has none).
 *
 * A listing that joins or starts a model lends it its keys not yet taken, so listings that come
 * later with any of them find it. Keys an operator gave a model (a merge) always win and never
 * conflict.
 */
export interface RegistryModel {
  /** The model's row id; undefined until a new model is written. */
  id: number | undefined;
  /** The identity key the model was started for (unique). */
  key: string;
  /** Details its listings state: attribute → values. */
  attrs: Map<string, Set<string>>;
}

export interface Assignment {
  model: RegistryModel;
  /** The key that decided: one of the listing's keys, 'pin' or the model's own key when it was started. */
  via: string;
  created: boolean;
}

export class ModelRegistry {
  private readonly byKey = new Map<string, RegistryModel>();
  private readonly manual = new Set<string>();
  private readonly byModelKey = new Map<string, RegistryModel>();
  private readonly byId = new Map<number, RegistryModel>();
  /** Keys lent to models during this run, to be stored: key → model. */
  readonly newKeys = new Map<string, RegistryModel>();
  /** Models started during this run that no stored model had the key of. */
  readonly newModels: RegistryModel[] = [];

  /** A stored model (id and key), with what its listings state. */
  addModel(id: number, key: string, attrs: Record<string, string>[] = []): RegistryModel {
    const existing = this.byId.get(id);
    const model = existing ?? { id, key, attrs: new Map() };
    for (const a of attrs) addAttrs(model, a);
    this.byId.set(id, model);
    this.byModelKey.set(key, model);
    return model;
  }

  /** A stored key → model link (`manual`: an operator's, which never conflicts). */
  addKey(key: string, modelId: number, manual = false): void {
    const model = this.byId.get(modelId);
    if (!model) throw new Error(`model ${modelId} not added before its key ${key}`);
    this.byKey.set(key, model);
    if (manual) this.manual.add(key);
  }

  modelById(id: number): RegistryModel | undefined {
    return this.byId.get(id);
  }

  /**
   * Assigns one listing. `soloKey` names the model it starts when it has no key of its own (stable,
   * e.g. `solo:<store>:<listing key>`); `pinnedTo` is an operator's decision.
   */
  assign(identity: Pick<ListingIdentity, 'keys' | 'attrs'>, soloKey: string, pinnedTo?: number): Assignment {
    if (pinnedTo !== undefined) {
      const model = this.byId.get(pinnedTo);
      if (model) {
        addAttrs(model, identity.attrs);
        return { model, via: 'pin', created: false };
      }
    }
    for (const key of identity.keys) {
      const model = this.byKey.get(key);
      if (!model) continue;
      if (!this.manual.has(key) && conflicts(model, identity.attrs)) continue;
      this.join(model, identity);
      return { model, via: key, created: false };
    }
    // A listing whose keys are all taken by models it disagrees with starts a model of its own. A
    // stored model started for the same key is reused (model ids stay stable across recomputes).
    let modelKey = identity.keys.find((k) => !this.byKey.has(k)) ?? soloKey;
    let model = this.byModelKey.get(modelKey);
    if (model && conflicts(model, identity.attrs)) {
      modelKey = soloKey;
      model = this.byModelKey.get(modelKey);
    }
    const created = !model;
    if (!model) {
      model = { id: undefined, key: modelKey, attrs: new Map() };
      this.byModelKey.set(modelKey, model);
      this.newModels.push(model);
    }
    this.join(model, identity);
    return { model, via: modelKey, created };
  }

  private join(model: RegistryModel, identity: Pick<ListingIdentity, 'keys' | 'attrs'>): void {
    addAttrs(model, identity.attrs);
    for (const key of identity.keys) {
      if (this.byKey.has(key)) continue;
      this.byKey.set(key, model);
      this.newKeys.set(key, model);
    }
  }
}

function addAttrs(model: RegistryModel, attrs: Record<string, string>): void {
  for (const [name, value] of Object.entries(attrs)) {
    const values = model.attrs.get(name) ?? new Set<string>();
    values.add(value);
    model.attrs.set(name, values);
  }
}

/** Does a listing state a detail the model's listings state otherwise? */
export function conflicts(model: RegistryModel, attrs: Record<string, string>): boolean {
  return Object.entries(attrs).some(([name, value]) => {
    const values = model.attrs.get(name);
    if (values === undefined || values.size === 0 || values.has(value)) return false;
    if (name === 'pn') return partNumbersDiffer(value, values);
    return true;
  });
}

/**
 * Part numbers in names: a listing carrying one of the model's is not told apart by another code beside
 * it (a store's stock code); one carrying none of them names another product. GTINs (all digits) and
 * makers' codes are compared each with their own kind: an EAN and a maker's code of one product differ.
 */
function partNumbersDiffer(listing: string, model: Set<string>): boolean {
  const known = new Set([...model].flatMap((v) => v.split('+')));
  const gtin = (code: string) => /^\d+$/.test(code);
  for (const isGtin of [true, false]) {
    const mine = listing.split('+').filter((c) => gtin(c) === isGtin);
    const theirs = [...known].filter((c) => gtin(c) === isGtin);
    if (mine.length && theirs.length && !mine.some((c) => known.has(c))) return true;
  }
  return false;
}
