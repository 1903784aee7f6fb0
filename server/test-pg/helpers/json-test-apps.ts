/**
 * The PostgreSQL driver's specs choose the store of every app they start themselves: a test
 * app on the JSON files holds its data folder (an import must find it in use). `npm test`
 * runs them in one Jest run with the API files on PostgreSQL (TEST_STORE=postgres), whose
 * setting must not reach them. Each test file has its own copy of the environment.
 */
delete process.env.TEST_STORE;
