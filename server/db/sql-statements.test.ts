import { describe, expect, it } from 'vitest'
import { readMigrations } from './migrate.ts'
import { splitSqlStatements } from './sql-statements.ts'

describe('splitSqlStatements', () => {
  it('splits on semicolons and drops empty and comment-only pieces', () => {
    expect(splitSqlStatements('select 1;\n\n select 2 ; -- done\n;')).toEqual(['select 1', 'select 2'])
  })

  it('keeps semicolons inside strings, identifiers, comments and dollar quotes', () => {
    const text = [
      "insert into t values ('a;b', 'it''s; fine');",
      'select "odd;name" from t; /* a; comment */',
      'create function f() returns int as $body$ begin; return 1; end $body$ language plpgsql;',
      'select $$x;y$$, $1',
    ].join('\n')
    expect(splitSqlStatements(text)).toEqual([
      "insert into t values ('a;b', 'it''s; fine')",
      'select "odd;name" from t',
      '/* a; comment */\ncreate function f() returns int as $body$ begin; return 1; end $body$ language plpgsql',
      'select $$x;y$$, $1',
    ])
  })

  it('refuses unterminated quotes rather than guessing', () => {
    expect(() => splitSqlStatements("select 'oops;")).toThrow(/unterminated/)
    expect(() => splitSqlStatements('select $a$ never closed')).toThrow(/unterminated/)
  })

  it('reads every migration file into statements', () => {
    for (const migration of readMigrations()) {
      expect(splitSqlStatements(migration.sql).length, migration.name).toBeGreaterThan(0)
    }
  })
})
