import { getMetadataStorage } from 'class-validator';

type MetadataStorage = ReturnType<typeof getMetadataStorage>;
type TargetMetadatas = MetadataStorage['getTargetValidationMetadatas'];

let installed = false;

/**
 * Memoises class-validator's lookup of a DTO's rules. The library recomputes them at every validation, and
 * walks the rules of every DTO class in the application to find inherited ones: the largest part of
 * validating a small query. The rules are fixed once the decorators have run; should one be added later
 * (a class loaded lazily), the memo starts afresh. Installed once per process, before the first request.
 */
export function installValidationMetadataCache(): void {
  if (installed) return;
  installed = true;
  const storage = getMetadataStorage();
  const lookup: TargetMetadatas = storage.getTargetValidationMetadatas.bind(storage);
  const addValidationMetadata = storage.addValidationMetadata.bind(storage);
  let memo = new Map<unknown, Map<string, ReturnType<TargetMetadatas>>>();

  storage.addValidationMetadata = (metadata) => {
    memo = new Map();
    addValidationMetadata(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? ''}`;
    let byOptions = memo.get(target);
    if (!byOptions) {
      byOptions = new Map();
      memo.set(target, byOptions);
    }
    let metadatas = byOptions.get(key);
    if (!metadatas) {
      metadatas = lookup(target, schema, always, strictGroups, groups);
      byOptions.set(key, metadatas);
    }
    return metadatas;
  };
}
