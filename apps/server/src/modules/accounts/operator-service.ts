// The operator lookups other modules use: the access check and login (auth), preview access. The
// repository stays private to this module (decision 092); these queries are shared as they are.
export {
  bumpSessionVersion,
  findOperatorByEmail,
  findOperatorById,
  type OperatorRecord,
} from "./operator-repository.ts";
