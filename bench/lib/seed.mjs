// The benchmark's data: trucks with every field filled, generated in the database in one statement.
import pg from 'pg';

/** `$1` trucks with all 24 fields filled, in one INSERT ... SELECT over generate_series. */
export const SEED_SQL = `
WITH base AS (
  SELECT n,
         abs(hashtext('make' || n)) AS h_make, abs(hashtext('model' || n)) AS h_model,
         abs(hashtext('body' || n)) AS h_body, abs(hashtext('year' || n)) AS h_year,
         abs(hashtext('flags' || n)) AS h_flags, abs(hashtext('misc' || n)) AS h_misc
  FROM generate_series(0, $1::int - 1) AS n
), shaped AS (
  SELECT *,
         (ARRAY['Tractor Unit', 'Rigid', 'Tipper', 'Specialist', 'Chassis Cab', 'Curtainside'])[1 + h_body % 6] AS bodytype,
         CASE WHEN h_make % 10 < 5 THEN 'Scania'
              ELSE (ARRAY['Volvo', 'DAF', 'MAN', 'Mercedes-Benz', 'Iveco'])[h_make % 10 - 4] END AS make,
         2012 + h_year % 13 AS year
  FROM base
), modelled AS (
  SELECT *,
         CASE make
           WHEN 'Scania' THEN (ARRAY['R 450', 'R 500', 'S 500', 'S 650', 'G 410', 'P 280', 'P 320', 'R 410'])[1 + h_model % 8]
           WHEN 'Volvo' THEN (ARRAY['FH 500', 'FH 460', 'FM 420'])[1 + h_model % 3]
           WHEN 'DAF' THEN (ARRAY['XF 480', 'XF 530', 'CF 450'])[1 + h_model % 3]
           WHEN 'MAN' THEN (ARRAY['TGX 18.510', 'TGS 26.440'])[1 + h_model % 2]
           WHEN 'Mercedes-Benz' THEN (ARRAY['Actros 2545', 'Arocs 3245'])[1 + h_model % 2]
           ELSE (ARRAY['S-Way 490', 'X-Way 450'])[1 + h_model % 2]
         END AS model,
         CASE bodytype WHEN 'Tractor Unit' THEN 'tractor' WHEN 'Rigid' THEN 'rigid' WHEN 'Tipper' THEN 'tipper'
           WHEN 'Specialist' THEN 'specialist' WHEN 'Chassis Cab' THEN 'chassis' ELSE 'curtain' END AS image,
         CASE bodytype
           WHEN 'Tractor Unit' THEN (ARRAY['4x2', '6x2', '6x4'])[1 + h_misc % 3]
           WHEN 'Tipper' THEN (ARRAY['6x4', '8x4'])[1 + h_misc % 2]
           WHEN 'Specialist' THEN (ARRAY['6x2', '8x4'])[1 + h_misc % 2]
           ELSE (ARRAY['4x2', '6x2'])[1 + h_misc % 2]
         END AS axle,
         CASE bodytype
           WHEN 'Tractor Unit' THEN 44 WHEN 'Tipper' THEN 32 WHEN 'Chassis Cab' THEN (ARRAY[7.5, 18])[1 + h_misc % 2]
           ELSE (ARRAY[18, 26])[1 + h_misc % 2]
         END::double precision AS weight,
         (ARRAY['Sleeper Cab', 'Day Cab', 'Sleeper Cab', 'Crew Cab'])[1 + h_misc / 7 % 4] AS cabtype,
         CASE WHEN year >= 2014 THEN 'Euro-6' ELSE (ARRAY['Euro-5', 'Euro-6'])[1 + h_misc % 2] END AS emissions,
         (2025 - year) * (70000 + h_misc % 50000) + h_misc % 9000 AS mileage,
         greatest(6500, 95000 - (2025 - year) * 6500 + (h_misc / 11 % 40) * 250) AS price,
         95 + (h_misc / 13 % 9) * 10 AS daily
  FROM shaped
), finished AS (
  SELECT *,
         CASE WHEN make = 'Mercedes-Benz' THEN right(model, 2) || '0 hp' ELSE substring(model FROM '(\\d+)$') || ' hp' END AS power,
         now() - interval '1 hour' - n * interval '47 minutes' - (h_misc % 60) * interval '1 second' AS created
  FROM modelled
)
INSERT INTO trucks (title, description, make, model, year, emissions, mileage, bodytype, price, power, weight, axle,
                    cabtype, images, videos, featured, uniquestockid, available_for_hire, hire_status,
                    hire_daily_rate, hire_weekly_rate, hire_monthly_rate, created_at, updated_at)
SELECT format('%s %s %s %s', year, make, model, bodytype),
       format('%s %s %s %s, %s, %s, %s. Full service history, fresh MOT and a thorough pre-delivery inspection in our '
              'Leicester workshop. %s km on the clock, %s emissions. Finance and part exchange available; call the '
              'sales team for a walk-round video.',
              year, make, model, lower(bodytype), axle, cabtype, power, to_char(mileage, 'FM999,999,999'), emissions),
       make, model, year, emissions, mileage, bodytype, price, power, weight, axle, cabtype,
       jsonb_build_array(format('/media/demo/%s-%s.svg', image, 1 + h_misc % 3),
                         format('/media/demo/%s-%s.svg', image, 1 + (h_misc + 1) % 3),
                         format('/media/demo/%s-%s.svg', image, 1 + (h_misc + 2) % 3)),
       jsonb_build_array(format('https://www.youtube.com/watch?v=bench-%s', n)),
       h_flags % 5 = 0,
       'BNC-' || (10001 + n),
       h_flags / 5 % 4 = 0,
       (ARRAY['available', 'hired', 'maintenance', 'available'])[1 + h_flags / 20 % 4],
       daily, daily * 5, daily * 18,
       created,
       least(now(), created + (h_misc % 600) * interval '1 minute')
FROM finished`;

/** Inserts `count` trucks into an empty, migrated database and refreshes the planner statistics. */
export async function seedTrucks(url, count) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(SEED_SQL, [count]);
    await client.query('VACUUM ANALYZE trucks');
    const { rows } = await client.query('SELECT count(*)::int AS n FROM trucks');
    if (rows[0].n !== count) throw new Error(`seeded ${rows[0].n} trucks, expected ${count}`);
  } finally {
    await client.end();
  }
}
