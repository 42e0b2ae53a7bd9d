/**
 * The cluster's Redis scripts. Each runs atomically, so "is this user's first (or last) socket
 * in the cluster" has one answer however many servers ask at once, and the member_added /
 * member_removed it decides is published from inside the script: every server hears presence
 * changes in the order they happened. Keys are built from the prefix inside some scripts: one
 * Redis server (with replicas if wanted), not Redis Cluster.
 *
 * Layout under the prefix P:
 * - `P:servers`: sorted set, server id -> its last heartbeat (Redis time, ms)
 * - `P:server:{id}:subs`: hash, "{app}\n{channel}" -> that server's socket count on the channel
 * - `P:server:{id}:presence`: set of JSON [app, channel, userId] the server has members in
 * - `P:presence:{app}:{channel}`: hash, "{serverId}:{userId}" -> user_info JSON
 * - `P:bus`: the pub/sub channel of events and terminate requests
 */

const NOW = `
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
`;

/** A presence field is "{serverId}:{userId}"; server ids never hold a colon. */
const USER_OF = `
local function userOf(field)
  return string.sub(field, string.find(field, ':', 1, true) + 1)
end
`;

/**
 * KEYS: servers. ARGV: server id, ms after which a silent server is dead.
 * Returns { 1 when this server was not registered (first beat, or reaped meanwhile), dead ids }.
 */
export const HEARTBEAT = `${NOW}
local fresh = redis.call('ZADD', KEYS[1], now, ARGV[1])
local dead = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', '(' .. (now - tonumber(ARGV[2])))
return { fresh, dead }
`;

/**
 * Takes a dead (or stopping) server's members out of presence. Only one caller wins the ZREM,
 * so each member_removed goes out once. KEYS: servers. ARGV: the server's id, prefix, bus.
 */
export const REAP = `${USER_OF}
if redis.call('ZREM', KEYS[1], ARGV[1]) == 0 then return 0 end
local own = ARGV[2] .. ':server:' .. ARGV[1]
for _, entry in ipairs(redis.call('SMEMBERS', own .. ':presence')) do
  local e = cjson.decode(entry)
  local hash = ARGV[2] .. ':presence:' .. e[1] .. ':' .. e[2]
  if redis.call('HDEL', hash, ARGV[1] .. ':' .. e[3]) == 1 then
    local elsewhere = false
    for _, field in ipairs(redis.call('HKEYS', hash)) do
      if userOf(field) == e[3] then elsewhere = true break end
    end
    if not elsewhere then
      redis.call('PUBLISH', ARGV[3], cjson.encode({ f = ARGV[1], t = 'e', a = e[1], c = e[2],
        e = 'pusher_internal:member_removed', d = cjson.encode({ user_id = e[3] }) }))
    end
  end
end
redis.call('DEL', own .. ':presence', own .. ':subs')
return 1
`;

/**
 * KEYS: presence hash, this server's presence set. ARGV: server id, user id, info JSON, set
 * entry, bus, member_added message, most members. Returns { 1 added | 0 | -1 full, HGETALL }.
 */
export const JOIN = `${USER_OF}
local users, count = {}, 0
for _, field in ipairs(redis.call('HKEYS', KEYS[1])) do
  local user = userOf(field)
  if not users[user] then users[user] = true count = count + 1 end
end
local added = not users[ARGV[2]]
if added and count >= tonumber(ARGV[7]) then return { -1, {} } end
redis.call('HSET', KEYS[1], ARGV[1] .. ':' .. ARGV[2], ARGV[3])
redis.call('SADD', KEYS[2], ARGV[4])
if added then redis.call('PUBLISH', ARGV[5], ARGV[6]) end
return { added and 1 or 0, redis.call('HGETALL', KEYS[1]) }
`;

/**
 * KEYS: presence hash, this server's presence set. ARGV: server id, user id, set entry, bus,
 * member_removed message. Returns 1 when the user left the cluster's channel.
 */
export const LEAVE = `${USER_OF}
redis.call('SREM', KEYS[2], ARGV[3])
if redis.call('HDEL', KEYS[1], ARGV[1] .. ':' .. ARGV[2]) == 0 then return 0 end
for _, field in ipairs(redis.call('HKEYS', KEYS[1])) do
  if userOf(field) == ARGV[2] then return 0 end
end
redis.call('PUBLISH', ARGV[4], ARGV[5])
return 1
`;

/**
 * Channel state across the live servers. KEYS: servers. ARGV: prefix, app, ms after which a
 * silent server is dead, then 'names' and channel names, or 'prefix' and a name prefix.
 * Returns a flat list: name, subscription count, user count (-1 when not presence), ...
 */
export const CHANNELS = `${NOW}${USER_OF}
local live = redis.call('ZRANGEBYSCORE', KEYS[1], now - tonumber(ARGV[3]), '+inf')
local counts, order = {}, {}
if ARGV[4] == 'names' then
  for i = 5, #ARGV do
    if not counts[ARGV[i]] then counts[ARGV[i]] = 0 table.insert(order, ARGV[i]) end
  end
  for _, id in ipairs(live) do
    local fields = {}
    for i, name in ipairs(order) do fields[i] = ARGV[2] .. '\\n' .. name end
    local found = redis.call('HMGET', ARGV[1] .. ':server:' .. id .. ':subs', unpack(fields))
    for i, name in ipairs(order) do counts[name] = counts[name] + (tonumber(found[i]) or 0) end
  end
else
  local head = ARGV[2] .. '\\n' .. (ARGV[5] or '')
  for _, id in ipairs(live) do
    local all = redis.call('HGETALL', ARGV[1] .. ':server:' .. id .. ':subs')
    for i = 1, #all, 2 do
      if string.sub(all[i], 1, #head) == head then
        local name = string.sub(all[i], #ARGV[2] + 2)
        if not counts[name] then counts[name] = 0 table.insert(order, name) end
        counts[name] = counts[name] + tonumber(all[i + 1])
      end
    end
  end
end
local out = {}
for _, name in ipairs(order) do
  local users = -1
  if string.sub(name, 1, 9) == 'presence-' then
    local seen = {}
    users = 0
    for _, field in ipairs(redis.call('HKEYS', ARGV[1] .. ':presence:' .. ARGV[2] .. ':' .. name)) do
      local user = userOf(field)
      if not seen[user] then seen[user] = true users = users + 1 end
    end
  end
  table.insert(out, name)
  table.insert(out, counts[name])
  table.insert(out, users)
end
return out
`;
