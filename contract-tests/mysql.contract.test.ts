// The blog's, the chat's, consent's, health-data consent's and translations' behaviour suites against the real backend on MySQL (or MariaDB) at 127.0.0.1:3306, as on SQLite: the
// author join and the public reads are SQL of their own on each. Skipped with a message when no server answers,
// unless REQUIRE_MYSQL is set.
import { describe, it } from 'vitest';
import { mysqlAvailable, mysqlDatabase } from '../backend/test/harness';
import { backendSuite } from '../backend/test/contract-target';
import { defineArticlesSuite } from './articles-suite';
import { defineChatSuite } from './chat-suite';
import { defineConsentSuite } from './consent-suite';
import { definePersonSuite } from './person-suite';
import { defineHealthConsentSuite } from './health-consent-suite';
import { defineTranslationsSuite } from './translations-suite';

const available = await mysqlAvailable();
if (!available && process.env.REQUIRE_MYSQL) throw new Error('REQUIRE_MYSQL is set but MySQL does not answer at 127.0.0.1:3306');

if (available) {
  defineArticlesSuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_contract_articles') })),
  );
  // The chat's stream ids and read markers are SQL of their own on each database.
  defineChatSuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_contract_chat') })),
  );
  // The consent records' table and the settings' banner version, on MySQL's types.
  defineConsentSuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_contract_consent') })),
  );
  // One person's records across every table, found, exported and erased in one transaction, on MySQL's types.
  definePersonSuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_contract_person') })),
  );
  // The consent texts' versions (a primary key of MySQL's) and the columns bookings and conversations keep them in.
  defineHealthConsentSuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_contract_health_consent') })),
  );
  // The translations' table (its texts as MySQL's mediumtext), written in a release's transaction and at its publish.
  defineTranslationsSuite(
    'the backend on MySQL',
    backendSuite(async () => ({ mysqlUrl: await mysqlDatabase('novaguide_contract_translations') })),
  );
} else describe('the backend on MySQL', () => it.skip('needs MySQL or MariaDB at 127.0.0.1:3306'));
